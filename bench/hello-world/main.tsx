// The size floor the site is measured against: React 19 + react-dom rendering one element.
// createElement instead of JSX keeps this file valid under the node tsconfig (no jsx option).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) createRoot(container).render(createElement('h1', null, 'Hello world'));
