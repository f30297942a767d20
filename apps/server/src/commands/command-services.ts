import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Services } from '../domain/context';
import { standaloneServices } from '../domain/standalone-services';
import { smtpMailer } from '../plugins/mailer';
import { featureChannels } from '../routes/feature-channels';
import { featureJobs } from '../routes/feature-jobs';
import { loadSiteDefaults } from '../site/site-defaults';

/**
 * The services a command (`npm run import`) gives feature logic, as the server would: the same channels and the
 * same declared jobs, so what it queues (members' deliveries) is what the server's workers run. A command runs no
 * worker: the server's processes send what it queued. `close` ends what the services opened.
 */
export async function commandServices(db: Db, config: Config): Promise<{ services: Services; close: () => void }> {
  const smtp = smtpMailer(config.mail);
  const services = standaloneServices(db, config, { jobs: featureJobs, channels: featureChannels, mailer: smtp?.mailer, siteDefaults: await loadSiteDefaults(process.env) });
  return { services, close: () => smtp?.close() };
}
