// A worker process of the killed fan-out test: the delivery job with one push sender to the peer at PEER_URL.
import type { JobDefinition } from '../../src/jobs/job-definition';
import { deliveryJob } from '../../src/notify/delivery-job';
import { type ChannelPeer, peerSender } from '../support/channel-peer';
import { runStandaloneWorker } from '../support/standalone-worker';

await runStandaloneWorker([deliveryJob as JobDefinition], [peerSender('push', { url: process.env.PEER_URL ?? '' } as ChannelPeer)]);
