// Boot stage 2 (ADR 046): the other libraries every screen runs on. The task ends here.
import './afterReact';
import 'xstate';
import '@xstate/react';
import 'i18next';
import 'react-i18next';
import '@tanstack/react-query';
import 'zod';
import '@ts-rest/core';
import 'wouter';
import 'big.js';
import { nextTask } from '@/config/nextTask';

await nextTask();
