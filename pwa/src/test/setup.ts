import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route screens load lazily; on a busy CI machine the first import can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
