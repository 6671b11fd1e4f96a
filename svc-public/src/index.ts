import { prepareGuestDatabase } from '@wedding/shared-contracts/domain';
import { startService } from '@wedding/shared-contracts/server';
import { createApp } from './app';
import { readConfig } from './config';

startService({ name: 'svc-public', readConfig, createApp, prepareDatabase: prepareGuestDatabase });
