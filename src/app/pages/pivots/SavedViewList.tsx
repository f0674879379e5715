import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useRoute } from 'wouter';
import { css } from 'styled-system/css';
import type { TableView } from '../../../api/table-views';
import { toaster } from '../../lib/toaster';
import {
  tableViewQueries,
  useDeleteTableView,
  useToggleFavoriteTableView,
} from '../../queries/table-view-queries';
import { groupViews } from './pane-width';
import { isSampleView, sampleViews } from './sample-views';

const iconButton = css({
  px: '1.5',
  cursor: 'pointer',
  color: 'gray.500',
  borderRadius: '4px',
  _hover: { bg: 'gray.100', color: 'gray.900' },
});

/** Favorites, All Views and Samples, newest first (spec §9). */
export function SavedViewList() {
  const { data, isPending, error } = useQuery(tableViewQueries.list());
  const [, params] = useRoute('/pivots/:viewId/details');
  const [, navigate] = useLocation();
  const favorite = useToggleFavoriteTableView();
  const remove = useDeleteTableView();
  const groups = groupViews<TableView>(data ?? [], sampleViews);
  return (
    <nav aria-label="Pivot views" className={css({ p: '3' })}>
      <div className={css({ display: 'flex', alignItems: 'center', mb: '3' })}>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', flex: 1 })}>Pivots</h2>
        <Link href="/pivots" className={css({ fontSize: 'sm', color: 'blue.700' })}>
          New pivot
        </Link>
      </div>
      {isPending ? (
        <p className={css({ color: 'gray.500', fontSize: 'sm' })}>Loading views…</p>
      ) : null}
      {error ? (
        <p className={css({ color: 'red.700', fontSize: 'sm' })}>Could not load saved views.</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className={css({ mb: '4' })}>
          <h3
            className={css({
              fontSize: 'xs',
              textTransform: 'uppercase',
              color: 'gray.500',
              mb: '1',
            })}
          >
            {group.title}
          </h3>
          {group.views.length === 0 ? (
            <p className={css({ fontSize: 'sm', color: 'gray.500' })}>No saved views yet.</p>
          ) : (
            <ul>
              {group.views.map((view) => {
                const active = params?.viewId === view.id;
                const sample = isSampleView(view.id);
                return (
                  <li
                    key={view.id}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '1',
                      py: '1',
                      px: '2',
                      borderRadius: '6px',
                    })}
                    style={{ background: active ? '#e8f0fe' : undefined }}
                  >
                    <Link
                      href={`/pivots/${view.id}/details`}
                      aria-current={active ? 'page' : undefined}
                      className={css({
                        flex: 1,
                        minW: 0,
                        fontSize: 'sm',
                        color: 'gray.900',
                        _hover: { textDecoration: 'underline' },
                      })}
                    >
                      {view.name}
                      {view.visible_to ? (
                        <span className={css({ ml: '1', fontSize: 'xs', color: 'gray.500' })}>
                          (Only me)
                        </span>
                      ) : null}
                    </Link>
                    {sample ? null : (
                      <>
                        <button
                          type="button"
                          className={iconButton}
                          aria-label={
                            view.is_favorited ? `Unfavorite ${view.name}` : `Favorite ${view.name}`
                          }
                          aria-pressed={Boolean(view.is_favorited)}
                          onClick={() => favorite.mutate(view.id)}
                        >
                          {view.is_favorited ? '★' : '☆'}
                        </button>
                        <button
                          type="button"
                          className={iconButton}
                          aria-label={`Delete ${view.name}`}
                          onClick={() => {
                            if (!window.confirm(`Delete the view "${view.name}"?`)) return;
                            remove.mutate(view.id, {
                              onSuccess: () => {
                                toaster.create({ type: 'success', title: `${view.name} deleted` });
                                if (active) navigate('/pivots');
                              },
                            });
                          }}
                        >
                          ✕
                        </button>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
