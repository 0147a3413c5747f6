; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r526_byte () Int)
(declare-fun r526_0 () Int)
(declare-fun byte () Int)
(declare-fun w527_byte () Int)
(declare-fun w527_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s528_byte () Int)
(declare-fun s528_0 () Int)
(assert
 (let (($x683 (= byte (+ (+ 0 (* 4 (+ 0 (* r526_0 1)))) r526_byte))))
 (and (and (>= r526_0 0) (< r526_0 16)) (and (>= r526_byte 0) (< r526_byte 4)) $x683)))
(assert
 (let (($x399 (= byte (+ (+ 0 (* 4 (+ 12 (* w527_0 1)))) w527_byte))))
 (and (and (>= w527_0 0) (< w527_0 4)) (and (>= w527_byte 0) (< w527_byte 4)) $x399)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r526_0 1)))) held_byte)))
(assert
 (let (($x1216 (= observed (+ (+ 0 (* 4 (+ 0 (* s528_0 1)))) s528_byte))))
 (and (and (>= s528_0 0) (< s528_0 16)) (and (>= s528_byte 0) (< s528_byte 4)) $x1216)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (let (($x436 (or false)))
 (or $x436 (not $x1050)))))
(assert
 (let (($x932 (and (>= (- (div (- observed 0) 4) 12) 0) (< (div (- (div (- observed 0) 4) 12) 1) 4) (= (mod (- (div (- observed 0) 4) 12) 1) 0))))
(let (($x436 (or false)))
(or $x436 (not $x932)))))
(check-sat)
