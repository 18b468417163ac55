// Boot stage 5 (ADR 046): the shell's screens and machines; what follows is the boot itself (main.tsx).
import './afterSession';
import '@/ui/app/App';
import { nextTask } from '@/config/nextTask';

await nextTask();
