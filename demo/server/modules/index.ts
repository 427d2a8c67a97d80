import { sessionsModule } from '../core/sessions';
import type { DemoModule } from '../core/module';
import { authModule } from './auth';
import { demoAdminModule } from './demo-admin';
import { filesModule } from './files';
import { formsModule } from './forms';
import { helpModule } from './help';
import { inlineEditModule } from './inline-edit';
import { listsModule } from './lists';
import { pagesModule } from './pages';
import { peopleModule } from './people';
import { realtimeModule } from './realtime';
import { referenceModule } from './reference';
import { searchModule } from './search';
import { sectionsModule } from './sections';
import { shellModule } from './shell';
import { snapshotModule } from './snapshot';
import { workflowsModule } from './workflows';

/**
 * Every slice of the demo back end, in seed order: a module may refer to rows of earlier ones, and
 * every seed draws from one fixed-seed faker, so the order is part of what the seeded company is.
 * A new area adds its module at the end; test/demo/modules-list.test.ts fails for a folder left out.
 */
export const modules: readonly DemoModule[] = [
  sessionsModule,
  peopleModule,
  authModule,
  realtimeModule,
  searchModule,
  helpModule,
  snapshotModule,
  referenceModule,
  filesModule,
  listsModule,
  shellModule,
  workflowsModule,
  inlineEditModule,
  formsModule,
  pagesModule,
  sectionsModule,
  demoAdminModule,
];
