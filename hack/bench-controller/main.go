// Command bench-controller is controller-runtime's side of hack/bench-controller.sh: a
// manager with one controller For Guestbooks (webapp.my.domain/v1) that Owns ConfigMaps,
// whose Reconcile reads the object from the cache and does nothing else, against the API
// server of a kubeconfig.
//
//	bench-controller <kubeconfig> <namespace> <objects> <updates>
//
// It prints one line, "wall_ms rss_mib peak_mib p50_ms p99_ms": the time from starting the
// manager to every Guestbook reconciled once, the resident set then (VmRSS, after a GC and
// half a second to settle) and its peak so far (VmHWM), and the latency of <updates>
// reconciles, each measured from just before a merge patch of an annotation to the
// Reconcile that reads it from the cache.
package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/tools/clientcmd"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/cache"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"

	webappv1 "example.com/clients/apis/webapp/v1"
)

const sentAnnotation = "bench.kube-codegen.dev/sent"

// Guestbook is the Go twin of testdata/clients/api/webapp/v1.rs with the deep copy
// deepcopy-gen would write, as hack/bench-informer has it.
type Guestbook struct {
	webappv1.Guestbook
}

type GuestbookList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Guestbook `json:"items"`
}

func ptrCopy[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func (in *Guestbook) DeepCopyInto(out *Guestbook) {
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec = webappv1.GuestbookSpec{Title: ptrCopy(in.Spec.Title), Replicas: ptrCopy(in.Spec.Replicas)}
	if in.Status != nil {
		out.Status = &webappv1.GuestbookStatus{
			Replicas: ptrCopy(in.Status.Replicas),
			Selector: ptrCopy(in.Status.Selector),
			Phase:    ptrCopy(in.Status.Phase),
		}
	}
}

func (in *Guestbook) DeepCopyObject() kruntime.Object {
	out := new(Guestbook)
	in.DeepCopyInto(out)
	return out
}

func (in *GuestbookList) DeepCopyObject() kruntime.Object {
	out := new(GuestbookList)
	*out = *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]Guestbook, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
	return out
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench-controller:", err)
	os.Exit(1)
}

// statusMiB reads a size field of /proc/self/status ("VmRSS", "VmHWM") in MiB.
func statusMiB(field string) float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		fail(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, field+":") {
			kb, err := strconv.ParseFloat(strings.Fields(line)[1], 64)
			if err != nil {
				fail(err)
			}
			return kb / 1024
		}
	}
	fail(fmt.Errorf("no %s in /proc/self/status", field))
	return 0
}

// noop reads each object from the cache: it counts the first reconcile of each key and
// reports the latency of a sent annotation it has not seen.
type noop struct {
	client.Client
	mu       sync.Mutex
	seen     map[types.NamespacedName]string
	all      chan struct{}
	objects  int
	received chan time.Duration
}

func (r *noop) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var g Guestbook
	if err := r.Get(ctx, req.NamespacedName, &g); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	sent := g.Annotations[sentAnnotation]
	r.mu.Lock()
	last, known := r.seen[req.NamespacedName]
	r.seen[req.NamespacedName] = sent
	first := !known
	if first && len(r.seen) == r.objects {
		close(r.all)
	}
	r.mu.Unlock()
	if !first && sent != "" && sent != last {
		if ns, err := strconv.ParseInt(sent, 10, 64); err == nil {
			r.received <- time.Since(time.Unix(0, ns))
		}
	}
	return ctrl.Result{}, nil
}

func main() {
	if len(os.Args) != 5 {
		fail(fmt.Errorf("usage: bench-controller <kubeconfig> <namespace> <objects> <updates>"))
	}
	kubeconfig, ns := os.Args[1], os.Args[2]
	objects, err := strconv.Atoi(os.Args[3])
	if err != nil {
		fail(err)
	}
	updates, err := strconv.Atoi(os.Args[4])
	if err != nil {
		fail(err)
	}
	log.SetLogger(logr.Discard())
	cfg, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		fail(err)
	}
	cfg.QPS, cfg.Burst = 1000, 1000
	gv := schema.GroupVersion{Group: "webapp.my.domain", Version: "v1"}
	scheme := kruntime.NewScheme()
	if err := corev1.AddToScheme(scheme); err != nil {
		fail(err)
	}
	scheme.AddKnownTypes(gv, &Guestbook{}, &GuestbookList{})
	metav1.AddToGroupVersion(scheme, gv)
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{
		Scheme:                 scheme,
		Metrics:                metricsserver.Options{BindAddress: "0"},
		HealthProbeBindAddress: "0",
		Cache:                  cache.Options{DefaultNamespaces: map[string]cache.Config{ns: {}}},
	})
	if err != nil {
		fail(err)
	}
	r := &noop{
		Client:   mgr.GetClient(),
		seen:     map[types.NamespacedName]string{},
		all:      make(chan struct{}),
		objects:  objects,
		received: make(chan time.Duration, 1),
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&Guestbook{}).Owns(&corev1.ConfigMap{}).Named("guestbook").Complete(r); err != nil {
		fail(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	go func() {
		if err := mgr.Start(ctx); err != nil {
			fail(err)
		}
	}()
	select {
	case <-r.all:
	case <-time.After(5 * time.Minute):
		fail(fmt.Errorf("not every object reconciled after 5 minutes"))
	}
	wallMs := float64(time.Since(start).Microseconds()) / 1000
	runtime.GC()
	time.Sleep(500 * time.Millisecond)
	rss, peak := statusMiB("VmRSS"), statusMiB("VmHWM")

	latencies := make([]float64, 0, updates)
	for i := 0; i < updates; i++ {
		patch := fmt.Sprintf(`{"metadata":{"annotations":{%q:%q}}}`, sentAnnotation,
			strconv.FormatInt(time.Now().UnixNano(), 10))
		g := &Guestbook{}
		g.Namespace, g.Name = ns, fmt.Sprintf("g%05d", i)
		if err := r.Patch(ctx, g, client.RawPatch(types.MergePatchType, []byte(patch))); err != nil {
			fail(err)
		}
		select {
		case d := <-r.received:
			latencies = append(latencies, float64(d.Microseconds())/1000)
		case <-time.After(30 * time.Second):
			fail(fmt.Errorf("no reconcile for update %d", i))
		}
	}
	sort.Float64s(latencies)
	p := func(q float64) float64 { return latencies[int(q*float64(len(latencies)-1))] }
	fmt.Printf("%.1f %.1f %.1f %.2f %.2f\n", wallMs, rss, peak, p(0.5), p(0.99))
}
