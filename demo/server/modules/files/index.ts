import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/files.yaml for the calls it answers. */
export const filesModule: DemoModule = { name: 'files' };
