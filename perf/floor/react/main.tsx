// Floor (a), React only: the page is whatever the hash names, read on `hashchange`; no router library.
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Layout } from '../layout.tsx';
import { pageOf } from '../pages.ts';
import 'peer-style.css';

if (!pageOf(location.hash)) history.replaceState(null, '', '#/index');

const subscribe = (onChange: () => void) => {
  addEventListener('hashchange', onChange);
  return () => {
    removeEventListener('hashchange', onChange);
  };
};

function App() {
  const current = useSyncExternalStore(subscribe, () => pageOf(location.hash) ?? 'index');
  return <Layout current={current} />;
}

const container = document.getElementById('app');
if (container) createRoot(container).render(<App />);
