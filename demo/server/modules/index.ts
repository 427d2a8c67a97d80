import { sessionsModule } from '../core/sessions';
import type { DemoModule } from '../core/module';
import { demoAdminModule } from './demo-admin';
import { inlineEditModule } from './inline-edit';
import { peopleModule } from './people';

/**
 * Every slice of the demo back end, in seed order (a module may refer to rows of earlier ones).
 * Adding an area means adding its module here.
 */
export const modules: readonly DemoModule[] = [sessionsModule, peopleModule, inlineEditModule, demoAdminModule];
