import type { Metadata } from "next";
import { serverApi } from "@/app/_trpc/server";
import { formatDateTime } from "../../../_components/format";
import { PageHead } from "../../../_components/page-head";
import { InviteForm } from "./invite-form";
import { RevokeInvitationButton } from "./revoke-invitation-button";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage({ params }: { params: Promise<{ workspaceId: string }> }) {
  const { workspaceId } = await params;
  const api = serverApi(`/w/${workspaceId}/team`);
  const [access, team] = await Promise.all([
    api.dashboard.access({ id: workspaceId }),
    api.dashboard.team({ id: workspaceId }),
  ]);
  return (
    <>
      <PageHead title="Team">
        People with access to {access.workspace.name}. Owners and admins change settings; members can look at
        everything.
      </PageHead>
      {access.canManage && (
        <section className="card">
          <h2>Invite a teammate</h2>
          <InviteForm workspaceId={workspaceId} />
        </section>
      )}
      <section className="card table-wrap">
        <h2>Members</h2>
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Role</th>
              <th>Joined</th>
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <tr key={member.id}>
                <td>{member.user.name ?? "—"}</td>
                <td>{member.user.email}</td>
                <td>
                  <span className="badge">{member.role}</span>
                </td>
                <td>{formatDateTime(member.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {team.invitations.length > 0 && (
        <section className="card table-wrap">
          <h2>Pending invitations</h2>
          <table className="table">
            <thead>
              <tr>
                <th>Email</th>
                <th>Role</th>
                <th>Expires</th>
                {access.canManage && <th aria-label="Actions" />}
              </tr>
            </thead>
            <tbody>
              {team.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>
                    <span className="badge">{invitation.role}</span>
                  </td>
                  <td>{formatDateTime(invitation.expiresAt)}</td>
                  {access.canManage && (
                    <td>
                      <RevokeInvitationButton
                        workspaceId={workspaceId}
                        invitationId={invitation.id}
                        email={invitation.email}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
