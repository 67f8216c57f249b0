import {
  type AccountDetail,
  type AccountItem,
  BROKER_MSG,
  type BrokerPublic,
  type BrokerSaveBody,
  type ConsoleBroker,
  type ConsoleOffer,
  type OfferSaveBody,
  type OfferSummary,
} from '../../../common/broker';
import { formatServerTime } from '../../../common/format';
import type { Db } from '../../db/client';
import { conflict, notFound, orMissing, uniqueViolation } from '../../lib/errors';
import { chinaDate } from '../../lib/time';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import * as repo from './broker.repo';

const brokerOf = (b: repo.BrokerRowDb): BrokerPublic => ({
  broker_id: b.id,
  name: b.name,
  logo_url: b.logoUrl,
  intro: b.intro,
});

const summaryOf = (o: repo.OfferRowDb): OfferSummary => ({
  account_item_id: o.id,
  title: o.title,
  benefits: o.benefits,
  valid_to: o.validTo,
});

const consoleOfferOf = (o: repo.OfferRowDb): ConsoleOffer => ({
  id: o.id,
  broker_id: o.brokerId,
  title: o.title,
  benefits: o.benefits,
  steps: o.steps,
  link: o.link,
  valid_from: o.validFrom,
  valid_to: o.validTo,
  sort_no: o.sortNo,
  enabled: o.enabled,
  clicks: o.clicks,
  updated_at: formatServerTime(o.updatedAt),
});

const brokerValues = (b: BrokerSaveBody): repo.BrokerValues => ({
  name: b.name,
  logoUrl: b.logo_url,
  intro: b.intro,
  sortNo: b.sort_no,
  enabled: b.enabled,
});

const offerValues = (o: OfferSaveBody): repo.OfferValues => ({
  brokerId: o.broker_id,
  title: o.title,
  benefits: o.benefits,
  steps: o.steps,
  link: o.link,
  validFrom: o.valid_from,
  validTo: o.valid_to,
  sortNo: o.sort_no,
  enabled: o.enabled,
});

/** A unique violation on the broker's name as the console's message. */
async function nameChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (uniqueViolation(err) === 'brokers_name') throw conflict(BROKER_MSG.brokerNameTaken);
    throw err;
  }
}

/**
 * Broker account opening (SPEC §2 /open-account, §7 "Account opening"; docs/api/brokers.md): the partner
 * brokers and their offers editors keep, served to the public only while live (enabled, broker enabled,
 * today in China within the offer's dates), and the per-offer 去开户 counter.
 */
export class BrokerService {
  constructor(private readonly db: Db) {}

  /** `/account/detail`: enabled brokers in order, each with its live offers. */
  async detail(): Promise<AccountDetail> {
    const [brokers, offers] = await Promise.all([
      repo.enabledBrokers(this.db),
      repo.liveOffers(this.db, chinaDate()),
    ]);
    return brokers.map((b) => ({
      ...brokerOf(b),
      item_list: offers.filter((o) => o.brokerId === b.id).map(summaryOf),
    }));
  }

  /** `/account/item-detail`: a live offer; a disabled, expired or unknown one is not found. */
  async item(id: number): Promise<AccountItem> {
    const row = await repo.findLiveOffer(this.db, id, chinaDate());
    if (!row) throw notFound(BROKER_MSG.offerNotFound);
    return {
      ...summaryOf(row.offer),
      steps: row.offer.steps,
      link: row.offer.link,
      valid_from: row.offer.validFrom,
      broker: brokerOf(row.broker),
    };
  }

  /** `/account/click`: counts a 去开户 press on a live offer and answers the link to open. */
  async click(id: number): Promise<{ link: string }> {
    const link = await repo.countClick(this.db, id, chinaDate());
    if (link === undefined) throw notFound(BROKER_MSG.offerNotFound);
    return { link };
  }

  // ---- console -----------------------------------------------------------------------------------------

  /** Every broker (enabled or not) with every offer and its click count. */
  async consoleList(): Promise<ConsoleBroker[]> {
    const [brokers, offers] = await Promise.all([repo.listBrokers(this.db), repo.listOffers(this.db)]);
    return brokers.map((b) => ({
      id: b.id,
      name: b.name,
      logo_url: b.logoUrl,
      intro: b.intro,
      sort_no: b.sortNo,
      enabled: b.enabled,
      updated_at: formatServerTime(b.updatedAt),
      offers: offers.filter((o) => o.brokerId === b.id).map(consoleOfferOf),
    }));
  }

  async saveBroker(actor: SysActor, body: BrokerSaveBody): Promise<{ id: number }> {
    const values = brokerValues(body);
    const row = await nameChecked(
      this.db.transaction(async (tx) => {
        const saved =
          body.id === undefined
            ? await repo.insertBroker(tx, values)
            : await repo.updateBroker(tx, body.id, values);
        if (!saved) throw notFound(BROKER_MSG.brokerNotFound);
        await recordAudit(tx, actor, {
          action: body.id === undefined ? 'broker.add' : 'broker.update',
          targetType: 'broker',
          targetId: saved.id,
          detail: { ...body, id: saved.id },
        });
        return saved;
      }),
    );
    return { id: row.id };
  }

  /** Deletes a broker with its offers (their click counts go with them: the audit row keeps them). */
  async removeBroker(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.deleteBroker(tx, id);
      if (!row) throw notFound(BROKER_MSG.brokerNotFound);
      await recordAudit(tx, actor, {
        action: 'broker.remove',
        targetType: 'broker',
        targetId: id,
        detail: { name: row.name },
      });
    });
  }

  async saveOffer(actor: SysActor, body: OfferSaveBody): Promise<ConsoleOffer> {
    const values = offerValues(body);
    const row = await orMissing(
      this.db.transaction(async (tx) => {
        const saved =
          body.id === undefined
            ? await repo.insertOffer(tx, values)
            : await repo.updateOffer(tx, body.id, values);
        if (!saved) throw notFound(BROKER_MSG.offerNotFound);
        await recordAudit(tx, actor, {
          action: body.id === undefined ? 'broker.offer.add' : 'broker.offer.update',
          targetType: 'broker_offer',
          targetId: saved.id,
          detail: { ...body, id: saved.id },
        });
        return saved;
      }),
      notFound(BROKER_MSG.brokerNotFound),
    );
    return consoleOfferOf(row);
  }

  async removeOffer(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.deleteOffer(tx, id);
      if (!row) throw notFound(BROKER_MSG.offerNotFound);
      await recordAudit(tx, actor, {
        action: 'broker.offer.remove',
        targetType: 'broker_offer',
        targetId: id,
        detail: { title: row.title, broker_id: row.brokerId, clicks: row.clicks },
      });
    });
  }
}
