import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/snapshot.yaml for the calls it answers. */
export const snapshotModule: DemoModule = { name: 'snapshot' };
