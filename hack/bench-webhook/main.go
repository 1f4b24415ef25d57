// In-process latency of controller-runtime's webhook handlers, for hack/bench-webhook.sh:
// a ConversionReview of N web.example.com/v1 Websites to v2 (the Go twin of
// testdata/conversion, converted by hand as kubebuilder's ConvertTo/ConvertFrom) through
// conversion.NewWebhookHandler, and an AdmissionReview defaulting an apps/v1 Deployment
// through admission.WithCustomDefaulter, each answered R times with ServeHTTP on an
// httptest recorder (no network, no TLS), as e2e/examples/webhook_latency.rs calls the
// runtime's WebhookServer::review.
//
//	go run . [N] [R]
//
// Prints "<case> <p50 µs> <p99 µs>" per case (defaults: N = 100, R = 2000).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http/httptest"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/conversion"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
	crconversion "sigs.k8s.io/controller-runtime/pkg/webhook/conversion"
)

// Shared by both versions.
type Tls struct {
	SecretName string `json:"secretName"`
}

type Route struct {
	Path    string `json:"path"`
	Backend string `json:"backend"`
}

type Backend struct {
	Service string `json:"service"`
	Port    int32  `json:"port"`
}

type Limit struct {
	Requests *int32  `json:"requests,omitempty"`
	Policy   *string `json:"policy,omitempty"`
}

type WebsiteStatus struct {
	ReadyReplicas int32              `json:"readyReplicas"`
	Conditions    []metav1.Condition `json:"conditions,omitempty"`
}

// v1: the image as one string, the replicas as size.
type WebsiteSpecV1 struct {
	Image           string             `json:"image"`
	Size            int32              `json:"size"`
	Hosts           []string           `json:"hosts,omitempty"`
	Tls             *Tls               `json:"tls,omitempty"`
	Routes          []Route            `json:"routes,omitempty"`
	Backends        map[string]Backend `json:"backends,omitempty"`
	MinReadySeconds *int32             `json:"minReadySeconds,omitempty"`
	Limit           *Limit             `json:"limit,omitempty"`
	Tier            *string            `json:"tier,omitempty"`
}

type WebsiteV1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WebsiteSpecV1  `json:"spec"`
	Status            *WebsiteStatus `json:"status,omitempty"`
}

// v2, the hub.
type Image struct {
	Name string `json:"name"`
	Tag  string `json:"tag,omitempty"`
}

type WebsiteSpecV2 struct {
	Image           Image              `json:"image"`
	Replicas        int32              `json:"replicas"`
	Hosts           []string           `json:"hosts,omitempty"`
	Tls             *Tls               `json:"tls,omitempty"`
	Routes          []Route            `json:"routes,omitempty"`
	Backends        map[string]Backend `json:"backends,omitempty"`
	MinReadySeconds *int32             `json:"minReadySeconds,omitempty"`
	Limit           *Limit             `json:"limit,omitempty"`
	Tier            *string            `json:"tier,omitempty"`
}

type WebsiteV2 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WebsiteSpecV2  `json:"spec"`
	Status            *WebsiteStatus `json:"status,omitempty"`
}

// DeepCopyObject is what runtime.Object asks for; the handlers measured here allocate
// fresh objects and never copy one (see the check in main).
func (w *WebsiteV1) DeepCopyObject() runtime.Object { copies++; c := *w; return &c }
func (w *WebsiteV2) DeepCopyObject() runtime.Object { copies++; c := *w; return &c }

var copies int

func (*WebsiteV2) Hub() {}

func (src *WebsiteV1) ConvertTo(hub conversion.Hub) error {
	dst := hub.(*WebsiteV2)
	dst.ObjectMeta = src.ObjectMeta
	image := Image{Name: src.Spec.Image}
	if i := strings.LastIndex(src.Spec.Image, ":"); i >= 0 {
		if tag := src.Spec.Image[i+1:]; tag != "" && !strings.Contains(tag, "/") {
			image = Image{Name: src.Spec.Image[:i], Tag: tag}
		}
	}
	dst.Spec = WebsiteSpecV2{
		Image: image, Replicas: src.Spec.Size, Hosts: src.Spec.Hosts, Tls: src.Spec.Tls,
		Routes: src.Spec.Routes, Backends: src.Spec.Backends,
		MinReadySeconds: src.Spec.MinReadySeconds, Limit: src.Spec.Limit, Tier: src.Spec.Tier,
	}
	dst.Status = src.Status
	return nil
}

func (dst *WebsiteV1) ConvertFrom(hub conversion.Hub) error {
	src := hub.(*WebsiteV2)
	dst.ObjectMeta = src.ObjectMeta
	image := src.Spec.Image.Name
	if src.Spec.Image.Tag != "" {
		image += ":" + src.Spec.Image.Tag
	}
	dst.Spec = WebsiteSpecV1{
		Image: image, Size: src.Spec.Replicas, Hosts: src.Spec.Hosts, Tls: src.Spec.Tls,
		Routes: src.Spec.Routes, Backends: src.Spec.Backends,
		MinReadySeconds: src.Spec.MinReadySeconds, Limit: src.Spec.Limit, Tier: src.Spec.Tier,
	}
	dst.Status = src.Status
	return nil
}

// team labels every Deployment team=web.
type team struct{}

func (team) Default(_ context.Context, obj runtime.Object) error {
	d := obj.(*appsv1.Deployment)
	if d.Labels == nil {
		d.Labels = map[string]string{}
	}
	d.Labels["team"] = "web"
	return nil
}

func website(i int) map[string]any {
	return map[string]any{
		"apiVersion": "web.example.com/v1", "kind": "Website",
		"metadata": map[string]any{"name": fmt.Sprintf("site-%d", i), "namespace": "default",
			"uid": fmt.Sprintf("00000000-0000-0000-0000-%012d", i), "resourceVersion": "12345",
			"labels": map[string]any{"app": "web", "tier": "frontend"}},
		"spec": map[string]any{"image": "registry.example.com/web:1.27.3", "size": 3,
			"hosts":           []any{"example.com", "www.example.com"},
			"tls":             map[string]any{"secretName": "web-cert"},
			"routes":          []any{map[string]any{"path": "/", "backend": "web"}, map[string]any{"path": "/api", "backend": "api"}},
			"backends":        map[string]any{"web": map[string]any{"service": "web", "port": 80}, "api": map[string]any{"service": "api", "port": 8080}},
			"minReadySeconds": 5, "limit": map[string]any{"requests": 100}, "tier": "Paid"},
		"status": map[string]any{"readyReplicas": 3},
	}
}

func percentiles(micros []float64) (float64, float64) {
	sort.Float64s(micros)
	at := func(q float64) float64 {
		i := int(math.Ceil(float64(len(micros))*q)) - 1
		if i < 0 {
			i = 0
		}
		return micros[i]
	}
	return at(0.50), at(0.99)
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func main() {
	objects, rounds := 100, 2000
	if len(os.Args) > 1 {
		n, err := strconv.Atoi(os.Args[1])
		must(err)
		objects = n
	}
	if len(os.Args) > 2 {
		n, err := strconv.Atoi(os.Args[2])
		must(err)
		rounds = n
	}
	scheme := runtime.NewScheme()
	must(appsv1.AddToScheme(scheme))
	scheme.AddKnownTypeWithName(schema.GroupVersionKind{Group: "web.example.com", Version: "v1", Kind: "Website"}, &WebsiteV1{})
	scheme.AddKnownTypeWithName(schema.GroupVersionKind{Group: "web.example.com", Version: "v2", Kind: "Website"}, &WebsiteV2{})

	items := make([]any, objects)
	for i := range items {
		items[i] = website(i)
	}
	conversionBody, err := json.Marshal(map[string]any{
		"apiVersion": "apiextensions.k8s.io/v1", "kind": "ConversionReview",
		"request": map[string]any{"uid": "bench", "desiredAPIVersion": "web.example.com/v2", "objects": items},
	})
	must(err)
	convert := crconversion.NewWebhookHandler(scheme, crconversion.NewRegistry())
	run := func(name string, serve func(*httptest.ResponseRecorder, []byte), body []byte, check func(map[string]any) bool) {
		rec := httptest.NewRecorder()
		serve(rec, body)
		var answer map[string]any
		must(json.Unmarshal(rec.Body.Bytes(), &answer))
		if rec.Code != 200 || !check(answer) {
			fmt.Fprintf(os.Stderr, "%s: unexpected answer %d %s\n", name, rec.Code, rec.Body.String())
			os.Exit(1)
		}
		micros := make([]float64, 0, rounds)
		for range rounds {
			rec := httptest.NewRecorder()
			start := time.Now()
			serve(rec, body)
			micros = append(micros, float64(time.Since(start).Nanoseconds())/1e3)
		}
		p50, p99 := percentiles(micros)
		fmt.Printf("%s %.1f %.1f\n", name, p50, p99)
	}
	run("conversion", func(rec *httptest.ResponseRecorder, body []byte) {
		req := httptest.NewRequest("POST", "/convert", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		convert.ServeHTTP(rec, req)
	}, conversionBody, func(a map[string]any) bool {
		resp, _ := a["response"].(map[string]any)
		objs, _ := resp["convertedObjects"].([]any)
		if len(objs) != objects {
			return false
		}
		spec := objs[0].(map[string]any)["spec"].(map[string]any)
		image := spec["image"].(map[string]any)
		return image["tag"] == "1.27.3" && spec["replicas"] == float64(3)
	})

	admissionBody, err := json.Marshal(map[string]any{
		"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview",
		"request": map[string]any{"uid": "bench",
			"kind":     map[string]any{"group": "apps", "version": "v1", "kind": "Deployment"},
			"resource": map[string]any{"group": "apps", "version": "v1", "resource": "deployments"},
			"name":     "web", "namespace": "default", "operation": "CREATE",
			"userInfo": map[string]any{"username": "bench"},
			"object": map[string]any{"apiVersion": "apps/v1", "kind": "Deployment",
				"metadata": map[string]any{"name": "web", "namespace": "default", "labels": map[string]any{"app": "web"}},
				"spec": map[string]any{"replicas": 3, "selector": map[string]any{"matchLabels": map[string]any{"app": "web"}},
					"template": map[string]any{"metadata": map[string]any{"labels": map[string]any{"app": "web"}},
						"spec": map[string]any{"containers": []any{map[string]any{"name": "web", "image": "nginx:1.27",
							"ports": []any{map[string]any{"containerPort": 80}}}}}}}}},
	})
	must(err)
	defaulting := admission.WithCustomDefaulter(scheme, &appsv1.Deployment{}, team{})
	run("admission", func(rec *httptest.ResponseRecorder, body []byte) {
		req := httptest.NewRequest("POST", "/mutate-apps-v1-deployment", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		defaulting.ServeHTTP(rec, req)
	}, admissionBody, func(a map[string]any) bool {
		resp, _ := a["response"].(map[string]any)
		return resp["allowed"] == true && resp["patchType"] == "JSONPatch"
	})
	if copies != 0 {
		fmt.Fprintf(os.Stderr, "DeepCopyObject was called %d times on the measured path\n", copies)
		os.Exit(1)
	}
}
