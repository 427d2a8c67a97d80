import type { DemoModule } from '../../core/module';

/** Being built (issue 3): see docs/api/reference.yaml for the calls it answers. */
export const referenceModule: DemoModule = { name: 'reference' };
