import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { css } from "styled-system/css";
import { logout } from "../../../app/session/session.ts";
import { Button } from "../../../ui/button/Button.tsx";
import { dialogToast } from "../../../ui/dialog-toast/dialog-toast.store.ts";
import { Spinner } from "../../../ui/spinner/SpinnerPage.tsx";
import { runMutation } from "../../auth/api/run-mutation.ts";
import { deviceOf } from "./device-of.ts";
import { ownSessionsQueryOptions, sessionsApi, sessionsKeys, type OwnSession } from "./sessions.api.ts";

const item = css({
  display: "flex",
  flexDirection: { base: "column", sm: "row" },
  alignItems: { base: "stretch", sm: "center" },
  justifyContent: "space-between",
  gap: "3",
  paddingBlock: "3",
  borderBottomWidth: "1px",
  borderColor: "border.subtle",
  _last: { borderBottomWidth: "0" },
});
const muted = css({ color: "fg.muted", fontSize: "sm" });
// A phrase with its date stays on one line; a narrow screen breaks between the phrases.
const nowrap = css({ whiteSpace: "nowrap" });
const badge = css({ marginInlineStart: "2", paddingInline: "2", paddingBlock: "0.5", borderRadius: "full", fontSize: "xs", fontWeight: "medium", bg: "accent.subtle", color: "accent.emphasized" });

const SessionItem = ({ session, busy, onEnd }: { session: OwnSession; busy: boolean; onEnd: () => void }) => {
  const { t, i18n } = useTranslation();
  const device = deviceOf(session.user_agent);
  const name =
    device.browser !== null && device.os !== null ? t("{{browser}} on {{os}}", { browser: device.browser, os: device.os }) : (device.browser ?? device.os ?? t("Unknown device"));
  const when = (instant: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
  return (
    <li className={item} data-testid="session-item" data-current={session.current || undefined}>
      <div>
        <p className={css({ fontWeight: "semibold" })} title={session.user_agent ?? undefined}>
          {name}
          {session.current && <span className={badge}>{t("This device")}</span>}
        </p>
        <p className={muted}>{session.ip_address === null ? t("Unknown address") : t("IP address {{address}}", { address: session.ip_address })}</p>
        <p className={muted}>
          <span className={nowrap}>{session.current ? t("Active now") : t("Last active {{time}}", { time: when(session.last_seen_at) })}</span>
          {" · "}
          <span className={nowrap}>{t("Signed in {{time}}", { time: when(session.created_at) })}</span>
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onEnd} loading={busy} aria-label={t("End the session on {{device}}", { device: name })}>
          {t("End session")}
        </Button>
      )}
    </li>
  );
};

/**
 * The person's open sessions in the profile: device, address, sign-in and last activity, the one
 * in use marked; any other can be ended, and 'Sign out everywhere' ends them all with their sockets.
 */
export const SessionsCard = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const sessions = useQuery({ ...ownSessionsQueryOptions(userId), enabled: userId !== "" });
  const [ending, setEnding] = useState<string | null>(null);

  const endOne = async (sessionId: string) => {
    setEnding(sessionId);
    await runMutation(() => sessionsApi.end(userId, sessionId), "Session ended");
    setEnding(null);
    await queryClient.invalidateQueries({ queryKey: sessionsKeys.own(userId) });
  };
  const endEverywhere = async () => {
    const confirmed = await dialogToast.confirm({
      title: t("Sign out everywhere"),
      message: t("Sign out of every device, this one included?"),
      tone: "danger",
      confirmLabel: t("Sign out everywhere"),
    });
    if (!confirmed) return;
    setEnding("all");
    const outcome = await runMutation(() => sessionsApi.endEverywhere(userId), "Signed out everywhere");
    setEnding(null);
    if (!outcome.ok) return;
    logout(queryClient);
    await router.invalidate();
    await navigate({ href: "/login", replace: true });
  };

  return (
    <section className={css({ display: "flex", flexDirection: "column", gap: "3", maxW: "3xl" })} aria-labelledby="own-sessions">
      <h2 id="own-sessions" className={css({ fontWeight: "semibold", textStyle: "lg" })}>
        {t("Active sessions")}
      </h2>
      <p className={muted}>{t("These devices are signed in to your account. End any session you do not recognise.")}</p>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <div role="alert" className={css({ display: "flex", alignItems: "center", gap: "3" })}>
          <p>{t("Your sessions could not be loaded.")}</p>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            {t("Try again")}
          </Button>
        </div>
      ) : (
        <ul aria-labelledby="own-sessions" className={css({ listStyle: "none", padding: "0", margin: "0" })}>
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} busy={ending === session.id} onEnd={() => void endOne(session.id)} />
          ))}
        </ul>
      )}
      <Button variant="danger" onClick={() => void endEverywhere()} loading={ending === "all"} className={css({ alignSelf: "flex-start" })}>
        {t("Sign out everywhere")}
      </Button>
    </section>
  );
};
