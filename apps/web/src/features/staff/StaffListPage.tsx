import './staff.css';
import axios from 'axios';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One page of a staff list, newest first; `nextBefore` asks for the page after it. */
export interface StaffListChunk<T> {
  items: T[];
  nextBefore: number | null;
}

type State<T> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | ({ status: 'loaded'; loadingMore: boolean } & StaffListChunk<T>);

interface StaffListPageProps<T> {
  /** Where its strings live: title, lead, loading, forbidden, failed, empty, more. */
  section: 'audit' | 'clientErrors';
  /** Must keep its identity across renders (useCallback): a new one loads the list again. */
  load: (before: number | null, signal?: AbortSignal) => Promise<StaffListChunk<T>>;
  children: (items: T[]) => ReactNode;
}

/** A staff list page: the first page on arrival, older pages on demand, and what went wrong. */
export function StaffListPage<T>({ section, load, children }: StaffListPageProps<T>) {
  const { t } = useTranslation();
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  const text = (key: 'title' | 'lead' | 'loading' | 'forbidden' | 'failed' | 'empty' | 'more') =>
    t(`staff.${section}.${key}`);

  const fail = useCallback((error: unknown) => {
    const status = axios.isAxiosError(error) ? error.response?.status : undefined;
    setState(status === 401 || status === 403 ? { status: 'forbidden' } : { status: 'failed' });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(null, controller.signal).then(
      (chunk) => setState({ status: 'loaded', ...chunk, loadingMore: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [load, fail]);

  const loadMore = () => {
    if (state.status !== 'loaded' || state.nextBefore === null) return;
    setState({ ...state, loadingMore: true });
    load(state.nextBefore).then(
      (chunk) =>
        setState({
          status: 'loaded',
          items: [...state.items, ...chunk.items],
          nextBefore: chunk.nextBefore,
          loadingMore: false,
        }),
      fail,
    );
  };

  return (
    <div className="client-errors">
      <h1>{text('title')}</h1>
      <p className="lead">{text('lead')}</p>
      {state.status === 'loading' && <p aria-busy="true">{text('loading')}</p>}
      {(state.status === 'forbidden' || state.status === 'failed') && (
        <div className="notice" role="alert">
          {text(state.status)}
        </div>
      )}
      {state.status === 'loaded' && state.items.length === 0 && <p>{text('empty')}</p>}
      {state.status === 'loaded' && state.items.length > 0 && (
        <>
          {children(state.items)}
          {state.nextBefore !== null && (
            <button type="button" className="button" onClick={loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? text('loading') : text('more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
