import { implement } from '../../core/handlers';
import { refuseTrial } from '../shared/guards';
import { actOnContract, consolidated } from './contracts.service';

export const contractsHandlers = implement('contracts', {
  consolidated: (_input, ctx) => consolidated(ctx.db, ctx.customer, ctx.now()),

  dividend(input, ctx) {
    refuseTrial(ctx.customer);
    const key = {
      kind: 'dividend',
      productType: input.productType,
      computationPeriod: input.computationPeriod,
    } as const;
    return actOnContract(ctx.db, ctx.customer, 'dividend', key, input.status, ctx.now());
  },

  dailySalary(input, ctx) {
    refuseTrial(ctx.customer);
    return actOnContract(ctx.db, ctx.customer, 'daily', { kind: 'id', id: input.id }, input.status, ctx.now());
  },

  hourlySalary(input, ctx) {
    refuseTrial(ctx.customer);
    const key = { kind: 'id', id: input.contractId, productType: input.productType } as const;
    return actOnContract(ctx.db, ctx.customer, 'hourly', key, input.status, ctx.now());
  },

  realtimeSalary(input, ctx) {
    refuseTrial(ctx.customer);
    return actOnContract(
      ctx.db,
      ctx.customer,
      'realtime',
      { kind: 'id', id: input.contractId },
      input.status,
      ctx.now(),
    );
  },
});
