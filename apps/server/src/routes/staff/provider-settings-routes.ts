import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  ZPaymentSettings,
  ZPaymentSettingsBody,
  ZPaymentSettingsTestBody,
  ZSettingsTestResult,
  ZSmsSettings,
  ZSmsSettingsBody,
  ZSmsTestBody,
} from '@tableside/shared/contract/provider-settings';
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { createSecretBox } from '../../lib/secret-box';
import { getPaymentSettings } from '../../services/provider-settings/get-payment-settings';
import { getSmsSettings } from '../../services/provider-settings/get-sms-settings';
import { savePaymentSettings } from '../../services/provider-settings/save-payment-settings';
import { saveSmsSettings } from '../../services/provider-settings/save-sms-settings';
import { testPaymentSettings } from '../../services/provider-settings/test-payment-settings';
import { testSmsSettings } from '../../services/provider-settings/test-sms-settings';

const TEST_ERRORS = { ...STAFF_READ_ERRORS, 502: ZErrorBody };

/** The owner's payment and SMS settings of his brand (the signed-in staff member's). */
export function providerSettingsRoutes(app: AppFastify, deps: AppDeps) {
  const { database, clock, config } = deps;
  const { db } = database;
  const settingsDeps = { db, clock, config, secretBox: createSecretBox(config.APP_SECRET) };
  const tags = ['staff', 'settings'];

  app.get(
    STAFF_ROUTES.paymentSettings,
    {
      schema: {
        tags,
        summary: "The brand's payment gateway; saved secrets only as their last 4 characters",
        response: { 200: ZPaymentSettings, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'managePaymentSettings');
      return getPaymentSettings(settingsDeps, staff.tenantId);
    },
  );

  app.put(
    STAFF_ROUTES.paymentSettings,
    {
      schema: {
        tags,
        summary:
          "Save the brand's gateway and keys (encrypted); an omitted secret keeps the saved one",
        body: ZPaymentSettingsBody,
        response: { 200: ZPaymentSettings, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'managePaymentSettings');
      return savePaymentSettings(settingsDeps, {
        tenantId: staff.tenantId,
        staffUserId: staff.userId,
        body: req.body,
      });
    },
  );

  app.post(
    STAFF_ROUTES.paymentSettingsTest,
    {
      schema: {
        tags,
        summary: 'Test the submitted (or saved) gateway keys with an authenticated read',
        body: ZPaymentSettingsTestBody,
        response: { 200: ZSettingsTestResult, ...TEST_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'managePaymentSettings');
      return testPaymentSettings(
        { ...settingsDeps, simulated: deps.simulated },
        { tenantId: staff.tenantId, body: req.body },
      );
    },
  );

  app.get(
    STAFF_ROUTES.smsSettings,
    {
      schema: {
        tags,
        summary: "The brand's SMS provider; the auth token only as its last 4 characters",
        response: { 200: ZSmsSettings, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'manageSmsSettings');
      return getSmsSettings(settingsDeps, staff.tenantId);
    },
  );

  app.put(
    STAFF_ROUTES.smsSettings,
    {
      schema: {
        tags,
        summary: "Save the brand's SMS provider (the auth token encrypted)",
        body: ZSmsSettingsBody,
        response: { 200: ZSmsSettings, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'manageSmsSettings');
      return saveSmsSettings(settingsDeps, {
        tenantId: staff.tenantId,
        staffUserId: staff.userId,
        body: req.body,
      });
    },
  );

  app.post(
    STAFF_ROUTES.smsSettingsTest,
    {
      schema: {
        tags,
        summary: "Send 'Tableside test message from <brand>' through the brand's SMS",
        body: ZSmsTestBody,
        response: { 200: ZSettingsTestResult, ...TEST_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'manageSmsSettings');
      return testSmsSettings({ db, sms: deps.sms }, { tenantId: staff.tenantId, to: req.body.to });
    },
  );
}
