// Boot stage 4 (ADR 046): the session and system status machines and the providers around the app.
import './afterContracts';
import '@/ui/app/providers';
import { nextTask } from '@/config/nextTask';

await nextTask();
