import { closeBrackets } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { lintGutter } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { formatMxl, MXL_INDENT, parseMxl } from '../../../domain/mxl';
import { button } from '../button-styles';
import { mxlLanguage, type MxlVocabulary } from './mxl-language';

const frame = css({
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  bg: 'white',
  overflow: 'hidden',
  '&[aria-invalid=true]': { borderColor: 'red.500' },
  '& .cm-editor': { minHeight: '120px', fontSize: 'sm' },
  // On the frame: its overflow clipped the editor's own outline, so Tab showed no ring.
  '& .cm-editor.cm-focused': { outline: 'none' },
  '&:focus-within': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '1px' },
  '& .cm-content': { fontFamily: 'mono' },
  '& .cm-gutters': { bg: 'gray.50', borderRight: '1px solid', borderColor: 'gray.200' },
});

const editorTheme = EditorView.theme({
  '.cm-tooltip-lint': { maxWidth: '520px' },
  '.cm-scroller': { lineHeight: '1.55' },
  // gray.600, 7.6:1 against white: CodeMirror's own grey was 3.54:1.
  '.cm-placeholder': { color: '#4b5563' },
});

export type MxlEditorProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  vocabulary: MxlVocabulary;
  invalid?: boolean;
  /** Screen-reader name of the editing surface. */
  label: string;
  /** The field's hint and error (FormField links them, issue 23), read with the keys' hint. */
  'aria-describedby'?: string;
};

/** The editing surface's own name, state and description (it is the role=textbox element). */
const surfaceAttributes = ({
  id,
  label,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) =>
  EditorView.contentAttributes.of({
    id,
    'aria-label': label,
    'aria-describedby': [describedBy, `${id}-keys`].filter(Boolean).join(' '),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });

/**
 * The formula editor: MXL highlighting, the parse error under the place it occurs, and
 * completion of calculation names, transaction codes and functions. The view is created
 * once; the form's value flows in only when it differs (Format, reset), so typing never
 * loses the cursor.
 */
export function MxlEditor({
  id,
  value,
  onChange,
  onBlur,
  vocabulary,
  invalid,
  label,
  'aria-describedby': describedBy,
}: MxlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  const latest = useRef({ onChange, onBlur, vocabulary });
  useEffect(() => {
    latest.current = { onChange, onBlur, vocabulary };
  });

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          closeBrackets(),
          EditorState.tabSize.of(MXL_INDENT),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.lineWrapping,
          placeholder('e.g. commitment - total_contributions'),
          mxlLanguage(() => latest.current.vocabulary),
          lintGutter(),
          editorTheme,
          attributes.current.of(surfaceAttributes({ id, label, invalid, describedBy })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
          }),
        ],
      }),
    });
    view.current = created;
    return () => created.destroy();
    // The view lives as long as the component; value changes arrive through the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An error shown or gone: the surface says so and points at it.
  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(
        surfaceAttributes({ id, label, invalid, describedBy }),
      ),
    });
  }, [id, label, invalid, describedBy]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  const parses = value.trim() !== '' && parseMxl(value).ok;
  return (
    <div>
      <div className={frame} ref={host} aria-invalid={invalid} data-testid={`${id}-editor`} />
      <div className={css({ display: 'flex', gap: '2', mt: '2', alignItems: 'center' })}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={!parses}
          title={parses ? 'Lay the formula out at 80 columns' : 'Fix the formula before formatting'}
          onClick={() => onChange(formatMxl(value))}
        >
          Format
        </button>
        {/* Tab indents inside the editor, so how to leave it is said (issue 23). */}
        <span id={`${id}-keys`} className={css({ fontSize: 'xs', color: 'gray.600' })}>
          Ctrl+Space suggests calculations, transaction codes and functions. Tab indents; Escape
          then Tab leaves the editor.
        </span>
      </div>
    </div>
  );
}
