// React DOM's client: the `reactDom` chunk, which start-up evaluates in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
