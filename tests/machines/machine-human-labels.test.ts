import { describe, expect, it } from 'vitest';
import { machineRegistry, type MachineName } from '../../machines';
import { machineTransitions } from '../../machines/path-coverage';

// An implementation name left in a label: a dotted event type or an xstate.* id.
const implementationName = /xstate\.|\b[a-zA-Z]+\.[a-zA-Z_]+\b/;
const labelled: MachineName[] = [
  'loadingBar',
  'dataTableView',
  'assistantHttpChat',
  'unsavedFormGuard',
  'uploadItem',
];

describe('the charts of the smaller machines read in human words', () => {
  it.each(labelled)('%s: no transition label is an implementation name', (name) => {
    const labels = machineTransitions(machineRegistry[name].machine).map((t) => t.label);
    expect(labels.filter((label) => implementationName.test(label))).toEqual([]);
  });

  it('names the events, guards and actors from each machine meta', () => {
    const labels = (name: MachineName) =>
      machineTransitions(machineRegistry[name].machine).map((t) => t.label);
    expect(labels('loadingBar')).toContain(
      'A navigation or route load ends [no other navigation is still loading]',
    );
    expect(labels('loadingBar')).toContain('after 100 ms');
    expect(labels('dataTableView')).toContain('The user opens full screen');
    expect(labels('assistantHttpChat')).toEqual(
      expect.arrayContaining([
        'The user sends a message [the message is not blank]',
        "when the assistant's reply finishes",
        "when the assistant's reply fails",
        'The user starts a new conversation',
      ]),
    );
    expect(labels('uploadItem')).toEqual(
      expect.arrayContaining([
        'The user uploads the file',
        'when the new document record finishes',
        'when the new document record fails',
        'The user removes the file',
        'The user chooses Try again',
      ]),
    );
    expect(labels('unsavedFormGuard')).toEqual(
      expect.arrayContaining([
        'The user tries to leave the page [only the query string changes, or the navigation skips the guard]',
        'The user tries to leave the page [otherwise]',
        'when the save fails',
        'The user chooses Save progress',
      ]),
    );
  });
});
