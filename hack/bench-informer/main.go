// Command bench-informer is client-go's side of hack/bench-informer.sh: a typed shared
// informer on Guestbooks (webapp.my.domain/v1), built as informer-gen's generated
// NewFilteredGuestbookInformer builds it (a ListWatch on the typed REST client, a
// SharedIndexInformer with the namespace index), against the API server of a kubeconfig.
//
//	bench-informer <kubeconfig> <namespace> <objects> <updates>
//
// It prints one line, "sync_ms rss_mib p50_ms p99_ms heap_mib rss_before_mib": the time
// from starting the informer to HasSynced with every object, the resident set after sync
// (VmRSS, after a GC and half a second to settle), the latency of <updates> update events,
// each measured from just before a merge patch of an annotation to its event in the
// informer's handler, the live heap after sync (HeapAlloc after the GC), and the resident
// set just before the informer starts.
package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"

	webappv1 "example.com/clients/apis/webapp/v1"
)

const sentAnnotation = "bench.kube-codegen.dev/sent"

// Guestbook is the Go twin of testdata/clients/api/webapp/v1.rs (its fields inlined, as
// encoding/json inlines an embedded struct) with the deep copy deepcopy-gen would write;
// GuestbookList is the list informer-gen's ListWatch decodes.
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
	out.TypeMeta = in.TypeMeta
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
	fmt.Fprintln(os.Stderr, "bench-informer:", err)
	os.Exit(1)
}

func rssMiB() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		fail(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			kb, err := strconv.ParseFloat(strings.Fields(line)[1], 64)
			if err != nil {
				fail(err)
			}
			return kb / 1024
		}
	}
	fail(fmt.Errorf("no VmRSS in /proc/self/status"))
	return 0
}

func main() {
	if len(os.Args) != 5 {
		fail(fmt.Errorf("usage: bench-informer <kubeconfig> <namespace> <objects> <updates>"))
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
	cfg, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		fail(err)
	}
	gv := schema.GroupVersion{Group: "webapp.my.domain", Version: "v1"}
	scheme := kruntime.NewScheme()
	scheme.AddKnownTypes(gv, &Guestbook{}, &GuestbookList{})
	metav1.AddToGroupVersion(scheme, gv)
	cfg.GroupVersion = &gv
	cfg.APIPath = "/apis"
	cfg.NegotiatedSerializer = serializer.NewCodecFactory(scheme).WithoutConversion()
	cfg.QPS, cfg.Burst = 1000, 1000
	client, err := rest.RESTClientFor(cfg)
	if err != nil {
		fail(err)
	}

	received := make(chan time.Duration, 1)
	lw := cache.NewListWatchFromClient(client, "guestbooks", ns, fields.Everything())
	informer := cache.NewSharedIndexInformer(lw, &Guestbook{}, 0,
		cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc})
	_, err = informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		UpdateFunc: func(_, obj any) {
			sent, ok := obj.(*Guestbook).Annotations[sentAnnotation]
			if !ok {
				return
			}
			ns, err := strconv.ParseInt(sent, 10, 64)
			if err == nil {
				received <- time.Since(time.Unix(0, ns))
			}
		},
	})
	if err != nil {
		fail(err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rssBefore := rssMiB()
	start := time.Now()
	go informer.Run(ctx.Done())
	// Not cache.WaitForCacheSync: it checks every 100 ms, which would add up to 100 ms
	// to client-go's figure. A millisecond is the resolution the Rust subjects get.
	for !informer.HasSynced() {
		if time.Since(start) > 5*time.Minute {
			fail(fmt.Errorf("no sync after 5 minutes"))
		}
		time.Sleep(time.Millisecond)
	}
	syncMs := float64(time.Since(start).Microseconds()) / 1000
	if n := len(informer.GetStore().ListKeys()); n != objects {
		fail(fmt.Errorf("synced %d objects, want %d", n, objects))
	}
	runtime.GC()
	time.Sleep(500 * time.Millisecond)
	rss := rssMiB()
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	heap := float64(mem.HeapAlloc) / (1 << 20)

	latencies := make([]float64, 0, updates)
	for i := 0; i < updates; i++ {
		patch := fmt.Sprintf(`{"metadata":{"annotations":{%q:%q}}}`, sentAnnotation,
			strconv.FormatInt(time.Now().UnixNano(), 10))
		err := client.Patch(types.MergePatchType).Namespace(ns).Resource("guestbooks").
			Name(fmt.Sprintf("g%05d", i)).Body([]byte(patch)).Do(ctx).Error()
		if err != nil {
			fail(err)
		}
		select {
		case d := <-received:
			latencies = append(latencies, float64(d.Microseconds())/1000)
		case <-time.After(30 * time.Second):
			fail(fmt.Errorf("no event for update %d", i))
		}
	}
	sort.Float64s(latencies)
	p := func(q float64) float64 { return latencies[int(q*float64(len(latencies)-1))] }
	fmt.Printf("%.1f %.1f %.2f %.2f %.1f %.1f\n", syncMs, rss, p(0.5), p(0.99), heap, rssBefore)
}
