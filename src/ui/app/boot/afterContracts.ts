// Boot stage 3 (ADR 046): the /wps contracts and their schemas, built once at load. The task ends here.
import './afterLibraries';
import '@/api/instance';
import { nextTask } from '@/config/nextTask';

await nextTask();
