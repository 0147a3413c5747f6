; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r528_byte () Int)
(declare-fun r528_0 () Int)
(declare-fun byte () Int)
(declare-fun w529_byte () Int)
(declare-fun w529_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s530_byte () Int)
(declare-fun s530_0 () Int)
(assert
 (let (($x49677 (= byte (+ (+ 0 (* 4 (+ 0 (* r528_0 1)))) r528_byte))))
 (and (and (>= r528_0 0) (< r528_0 16)) (and (>= r528_byte 0) (< r528_byte 4)) $x49677)))
(assert
 (let (($x873 (= byte (+ (+ 0 (* 4 (+ 12 (* w529_0 1)))) w529_byte))))
 (and (and (>= w529_0 0) (< w529_0 4)) (and (>= w529_byte 0) (< w529_byte 4)) $x873)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r528_0 1)))) held_byte)))
(assert
 (let (($x629 (= observed (+ (+ 0 (* 4 (+ 0 (* s530_0 1)))) s530_byte))))
 (and (and (>= s530_0 0) (< s530_0 16)) (and (>= s530_byte 0) (< s530_byte 4)) $x629)))
(assert
 (let (($x512 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (let (($x23 (or false)))
 (or $x23 (not $x512)))))
(assert
 (let (($x870 (and (>= (- (div (- observed 0) 4) 12) 0) (< (div (- (div (- observed 0) 4) 12) 1) 4) (= (mod (- (div (- observed 0) 4) 12) 1) 0))))
(let (($x23 (or false)))
(or $x23 (not $x870)))))
(check-sat)
