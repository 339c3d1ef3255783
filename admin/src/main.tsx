import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { redirectSignedOutVisitor } from './providers/signedOutRedirect';

redirectSignedOutVisitor();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
