// Command clients-apply builds apply configurations with applyconfiguration-gen's output for
// the Go twin of testdata/clients and prints them as one JSON object, case name to
// configuration. e2e/tests/apply_parity.rs builds the same configurations with
// kube-codegen's generated types and compares its JSON with this program's output,
// testdata/clients/applyconfiguration-gen/apply.json (hack/parity.sh keeps it current).
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	metaac "k8s.io/client-go/applyconfigurations/meta/v1"

	infra "example.com/clients-apply/applyconfiguration/infra/v1alpha1"
	webapp "example.com/clients-apply/applyconfiguration/webapp/v1"
)

func main() {
	cases := map[string]any{
		// Only what the constructor sets: apiVersion, kind, name and namespace.
		"guestbook-name-only": webapp.Guestbook("frontend", "default"),
		// Metadata a controller owns, and a spec.
		"guestbook-spec": webapp.Guestbook("frontend", "default").
			WithLabels(map[string]string{"app": "guestbook", "tier": "web"}).
			WithAnnotations(map[string]string{"example.com/owner": "team-a"}).
			WithOwnerReferences(metaac.OwnerReference().
				WithAPIVersion("apps/v1").
				WithKind("Deployment").
				WithName("web").
				WithUID(types.UID("6f1c3c1e-0000-4000-8000-000000000001")).
				WithController(true).
				WithBlockOwnerDeletion(true)).
			WithFinalizers("webapp.my.domain/cleanup").
			WithSpec(webapp.GuestbookSpec().WithTitle("Hello").WithReplicas(3)),
		// A status, for apply_status.
		"guestbook-status": webapp.Guestbook("frontend", "default").
			WithStatus(webapp.GuestbookStatus().WithReplicas(2).WithSelector("app=frontend").WithPhase("Ready")),
		"visitor": webapp.Visitor("alice", "default").
			WithSpec(webapp.VisitorSpec().WithName("Alice")),
		// Cluster-scoped: a name, no namespace.
		"clusterpolicy": infra.ClusterPolicy("strict").
			WithSpec(infra.ClusterPolicySpec().WithMaxGuestbooks(10)).
			WithStatus(infra.ClusterPolicyStatus().WithEnforced(false)),
		// A zero set explicitly is sent: the manager owns it.
		"chassis-zero": infra.Chassis("c1").WithSpec(infra.ChassisSpec().WithSlots(0)),
		// A Kind with only custom methods still has an apply configuration.
		"sentinel": infra.Sentinel("watch", "default").
			WithStatus(infra.ClusterPolicyStatus().WithEnforced(true)),
		// Every shape: an embedded struct, a list-map of structs (with their keys), a set, an
		// atomic list, a map, a nested struct and a Kubernetes type.
		"rack-spec": infra.Rack("r1", "dc").
			WithSpec(infra.RackSpec().
				WithRow("A").
				WithHall("north").
				WithSlots(
					infra.RackSlot().WithPosition(1).WithDevice("switch").WithPorts(1, 2),
					infra.RackSlot().WithPosition(2)).
				WithTags("edge", "prod").
				WithNeighbours("r0", "r2").
				WithLocation(map[string]string{"grid": "A1", "floor": "2"}).
				WithPower(infra.PowerSpec().WithFeeds(2).WithRedundant(false)).
				WithSelector(metaac.LabelSelector().
					WithMatchLabels(map[string]string{"rack": "r1"}).
					WithMatchExpressions(metaac.LabelSelectorRequirement().
						WithKey("tier").
						WithOperator(metav1.LabelSelectorOpIn).
						WithValues("web", "db")))),
		// Only part of the embedded struct, and one list-map item with its key only.
		"rack-partial": infra.Rack("r2", "dc").
			WithSpec(infra.RackSpec().WithHall("south").WithSlots(infra.RackSlot().WithPosition(7))),
		// A status with a condition (every field of metav1.Condition set).
		"rack-status": infra.Rack("r1", "dc").
			WithStatus(infra.RackStatus().
				WithConditions(metaac.Condition().
					WithType("Ready").
					WithStatus(metav1.ConditionTrue).
					WithObservedGeneration(3).
					WithLastTransitionTime(metav1.NewTime(time.Date(2026, 11, 23, 8, 30, 0, 0, time.UTC))).
					WithReason("Mounted").
					WithMessage("every slot is mounted")).
				WithUsedSlots(0)),
	}
	out, err := json.MarshalIndent(cases, "", "  ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(string(out))
}
