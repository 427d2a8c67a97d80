import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/auth.yaml for the calls it answers. */
export const authModule: DemoModule = { name: 'auth' };
