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
    return actOnContract(ctx.db, ctx.customer, 'dividend', key, input.status, ctx.now(), input.from);
  },

  dailySalary(input, ctx) {
    refuseTrial(ctx.customer);
    const key = { kind: 'id', id: input.id } as const;
    return actOnContract(ctx.db, ctx.customer, 'daily', key, input.status, ctx.now(), input.from);
  },

  hourlySalary(input, ctx) {
    refuseTrial(ctx.customer);
    const key = { kind: 'id', id: input.contractId, productType: input.productType } as const;
    return actOnContract(ctx.db, ctx.customer, 'hourly', key, input.status, ctx.now(), input.from);
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
      input.from,
    );
  },
});
