package v1

import (
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// CronJobSpec is the desired state of a CronJob.
type CronJobSpec struct {
	// schedule says when to run, in Cron syntax (see https://en.wikipedia.org/wiki/Cron).
	// +kubebuilder:validation:MinLength=0
	Schedule string `json:"schedule"`

	// startingDeadlineSeconds is how late, in seconds, a missed run may still start.
	// A run that cannot start within it counts as failed.
	// +kubebuilder:validation:Minimum=0
	// +optional
	StartingDeadlineSeconds *int64 `json:"startingDeadlineSeconds,omitempty"`

	// concurrencyPolicy says what to do when a run is due while the previous one is still
	// going:
	// - "Allow" (the default): run both;
	// - "Forbid": skip the new run;
	// - "Replace": stop the running one and start the new one.
	// +optional
	ConcurrencyPolicy ConcurrencyPolicy `json:"concurrencyPolicy,omitempty"`

	// suspend pauses future runs when true; runs already started go on. Defaults to false.
	// +optional
	Suspend *bool `json:"suspend,omitempty"`

	// jobTemplate is the Job created for each run.
	JobTemplate batchv1.JobTemplateSpec `json:"jobTemplate"`

	// successfulJobsHistoryLimit is how many finished Jobs to keep.
	// +kubebuilder:validation:Minimum=0
	// +optional
	SuccessfulJobsHistoryLimit *int32 `json:"successfulJobsHistoryLimit,omitempty"`

	// failedJobsHistoryLimit is how many failed Jobs to keep.
	// +kubebuilder:validation:Minimum=0
	// +optional
	FailedJobsHistoryLimit *int32 `json:"failedJobsHistoryLimit,omitempty"`
}

// ConcurrencyPolicy says how runs of a CronJob may overlap.
// Exactly one of the following may be given.
// +kubebuilder:validation:Enum=Allow;Forbid;Replace
type ConcurrencyPolicy string

// CronJobStatus is the observed state of a CronJob.
type CronJobStatus struct {
	// active lists the Jobs that are running now.
	// +optional
	Active []corev1.ObjectReference `json:"active,omitempty"`

	// lastScheduleTime is when a Job was last started.
	// +optional
	LastScheduleTime *metav1.Time `json:"lastScheduleTime,omitempty"`
}

// CronJob runs a Job on a schedule: one object of the cronjobs resource.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type CronJob struct {
	metav1.TypeMeta `json:",inline"`
	// metadata is the standard object metadata.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// spec is the desired state of the CronJob.
	Spec CronJobSpec `json:"spec,omitempty"`
	// status is the observed state of the CronJob.
	Status CronJobStatus `json:"status,omitempty"`
}

// CronJobList is a list of CronJobs.
// +kubebuilder:object:root=true
type CronJobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	// items are the CronJobs.
	Items []CronJob `json:"items"`
}
