// Throughput of client-go's rate-limited work queue, the Go side of hack/bench-workqueue.sh:
// one producer adds N distinct "namespace/name" keys while W workers Get and Done them;
// prints "<workers> <items> <seconds>" when every item was processed.
package main

import (
	"fmt"
	"os"
	"strconv"
	"sync"
	"time"

	"k8s.io/client-go/util/workqueue"
)

func main() {
	workers, _ := strconv.Atoi(os.Args[1])
	items, _ := strconv.Atoi(os.Args[2])
	keys := make([]string, items)
	for i := range keys {
		keys[i] = fmt.Sprintf("default/object-%d", i)
	}
	q := workqueue.NewTypedRateLimitingQueue(workqueue.DefaultTypedControllerRateLimiter[string]())
	var done sync.WaitGroup
	done.Add(items)
	start := time.Now()
	for w := 0; w < workers; w++ {
		go func() {
			for {
				k, shutdown := q.Get()
				if shutdown {
					return
				}
				q.Forget(k)
				q.Done(k)
				done.Done()
			}
		}()
	}
	for _, k := range keys {
		q.Add(k)
	}
	done.Wait()
	elapsed := time.Since(start)
	q.ShutDown()
	fmt.Printf("%d %d %.6f\n", workers, items, elapsed.Seconds())
}
