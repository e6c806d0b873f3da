import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Transaction, TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { CreditQueries } from './credits.queries';
import type { CreateCreditPackageDto, UpdateCreditPackageDto } from './dto/credit-packages.dto';

export interface CreditPackage {
  id: string;
  name: string;
  credits: number;
  /** Rupees. */
  amount: number;
  actualPrice: number | null;
  discountPrice: number | null;
  description: string | null;
  enabled: boolean;
}

/** The spec's settings object: `enabled: false` closes every purchase; amount and description are kept as given. */
export interface CreditPackageSettings {
  amount: number | null;
  description: string | null;
  enabled: boolean;
  packages: CreditPackage[];
}

export const CREDIT_PACKAGES_KEY = 'credit_packages';

const emptySettings: CreditPackageSettings = { amount: null, description: null, enabled: true, packages: [] };

/** What the buyer pays, in paise: the discount price when there is one, else the amount. */
export function priceInPaise(creditPackage: CreditPackage): number {
  return Math.round((creditPackage.discountPrice ?? creditPackage.amount) * 100);
}

/** The credit packages, kept as one settings object in `system_config` (the spec's storage). */
@Injectable()
export class CreditPackagesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly queries: CreditQueries,
  ) {}

  async settings(): Promise<CreditPackageSettings> {
    return this.transactions.run(async (transaction) => this.read(transaction, false));
  }

  /** The packages a buyer may choose. */
  async purchasable(): Promise<CreditPackage[]> {
    const settings = await this.settings();
    return settings.enabled ? settings.packages.filter((creditPackage) => creditPackage.enabled) : [];
  }

  /** The enabled package chosen by id, or by the price the spec's client sends (paise); never the client's price. */
  async choose(choice: { packageId?: string; amount?: number }): Promise<CreditPackage> {
    const packages = await this.purchasable();
    const chosen = choice.packageId
      ? packages.find((creditPackage) => creditPackage.id === choice.packageId)
      : packages.find((creditPackage) => priceInPaise(creditPackage) === choice.amount);
    if (!chosen || (choice.packageId && choice.amount !== undefined && priceInPaise(chosen) !== choice.amount))
      throw new AppException('unknown_package');
    return chosen;
  }

  async create(fields: CreateCreditPackageDto): Promise<CreditPackage> {
    return this.change((settings) => {
      const created: CreditPackage = {
        id: randomUUID(),
        name: fields.name,
        credits: fields.credits,
        amount: fields.amount,
        actualPrice: fields.actualPrice ?? null,
        discountPrice: fields.discountPrice ?? null,
        description: fields.description || null,
        enabled: fields.enabled ?? true,
      };
      settings.packages.push(created);
      return created;
    });
  }

  async update(id: string, fields: UpdateCreditPackageDto): Promise<CreditPackage> {
    return this.change((settings) => {
      const index = settings.packages.findIndex((creditPackage) => creditPackage.id === id);
      if (index < 0) throw new AppException('credit_package_not_found');
      const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const updated: CreditPackage = { ...settings.packages[index], ...defined, id };
      if (updated.description === '') updated.description = null;
      settings.packages[index] = updated;
      return updated;
    });
  }

  /** Read, change and write back under a row lock, so two admins editing at once both keep their change. */
  private async change(edit: (settings: CreditPackageSettings) => CreditPackage): Promise<CreditPackage> {
    return this.transactions.run(async (transaction) => {
      await this.queries.ensureSetting(
        transaction.manager,
        CREDIT_PACKAGES_KEY,
        emptySettings,
        'Credit packages for sale',
      );
      const settings = await this.read(transaction, true);
      const changed = edit(settings);
      await this.queries.updateSetting(transaction.manager, CREDIT_PACKAGES_KEY, settings);
      return changed;
    });
  }

  private async read(transaction: Transaction, forUpdate: boolean): Promise<CreditPackageSettings> {
    const value = await this.queries.setting(transaction.manager, CREDIT_PACKAGES_KEY, forUpdate);
    const stored = (value ?? {}) as Partial<CreditPackageSettings>;
    return {
      ...emptySettings,
      ...stored,
      packages: Array.isArray(stored.packages) ? stored.packages.map(normalisePackage) : [],
    };
  }
}

/** Stored objects may predate a field (or come from the spec's data): missing optional fields read as null. */
function normalisePackage(stored: Partial<CreditPackage>): CreditPackage {
  return {
    id: String(stored.id),
    name: stored.name ?? '',
    credits: Number(stored.credits ?? 0),
    amount: Number(stored.amount ?? 0),
    actualPrice: stored.actualPrice ?? null,
    discountPrice: stored.discountPrice ?? null,
    description: stored.description ?? null,
    enabled: stored.enabled ?? true,
  };
}
