// Floor (b), React + XState + history: a machine with one state per page is where the app is; its one
// action writes the address; `history.listen` tells it of Back and Forward. No page region, no context.
import { useSelector } from '@xstate/react';
import { Action, createHashHistory } from 'history';
import { createRoot } from 'react-dom/client';
import { createActor, setup } from 'xstate';
import { Layout } from '../layout.tsx';
import { pageIds, pageOf, type PageId } from '../pages.ts';
import 'peer-style.css';

const hashHistory = createHashHistory();
type Arrival = { type: 'go'; to: PageId } | { type: 'popped'; to: PageId };

const machine = setup({
  types: { events: {} as Arrival },
  actions: {
    writeAddress: (_, to: PageId) => {
      hashHistory.push(`/${to}`);
    },
  },
}).createMachine({
  id: 'floor',
  initial: pageOf(hashHistory.location.pathname) ?? 'index',
  states: Object.fromEntries(pageIds.map((id) => [id, {}])),
  on: {
    go: pageIds.map((id) => ({
      guard: ({ event }: { event: Arrival }) => event.to === id,
      target: `.${id}`,
      actions: { type: 'writeAddress' as const, params: id },
    })),
    popped: pageIds.map((id) => ({ guard: ({ event }: { event: Arrival }) => event.to === id, target: `.${id}` })),
  },
});

const router = createActor(machine).start();
if (!pageOf(hashHistory.location.pathname)) hashHistory.replace('/index');
hashHistory.listen(({ action, location }) => {
  if (action === Action.Pop) router.send({ type: 'popped', to: pageOf(location.pathname) ?? 'index' });
});

function App() {
  const current = useSelector(router, (snapshot) => snapshot.value as PageId);
  return <Layout current={current} onNavigate={(to) => router.send({ type: 'go', to })} />;
}

const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
