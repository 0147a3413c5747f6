; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r438_byte () Int)
(declare-fun r438_0 () Int)
(declare-fun byte () Int)
(declare-fun w439_byte () Int)
(declare-fun w439_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s440_byte () Int)
(declare-fun s440_0 () Int)
(assert
 (let (($x263 (= byte (+ (+ 0 (* 4 (+ 0 (* r438_0 1)))) r438_byte))))
 (and (and (>= r438_0 0) (< r438_0 64)) (and (>= r438_byte 0) (< r438_byte 4)) $x263)))
(assert
 (let (($x604 (= byte (+ (+ 0 (* 4 (+ 0 (* w439_0 1)))) w439_byte))))
 (and (and (>= w439_0 0) (< w439_0 32)) (and (>= w439_byte 0) (< w439_byte 4)) $x604)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r438_0 1)))) held_byte)))
(assert
 (let (($x857 (= observed (+ (+ 0 (* 4 (+ 0 (* s440_0 1)))) s440_byte))))
 (and (and (>= s440_0 0) (< s440_0 64)) (and (>= s440_byte 0) (< s440_byte 4)) $x857)))
(assert
 (let (($x864 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1114 (or false)))
 (or $x1114 (not $x864)))))
(assert
 (let (($x1216 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x1114 (or false)))
(or $x1114 (not $x1216)))))
(check-sat)
