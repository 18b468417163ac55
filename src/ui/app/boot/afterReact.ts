// Boot stage 1 (ADR 046): React and its DOM renderer, the largest library. The task ends here.
import 'react';
import 'react-dom/client';
import { nextTask } from '@/config/nextTask';

await nextTask();
