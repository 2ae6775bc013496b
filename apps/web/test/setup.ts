import { configure } from '@testing-library/react';

// `findBy…` waits 1 s by default; a lazily loaded page on a busy CI machine can take longer, and a
// test that fails only under load tells nothing.
configure({ asyncUtilTimeout: 5000 });
