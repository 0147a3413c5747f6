; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r517_byte () Int)
(declare-fun r517_0 () Int)
(declare-fun byte () Int)
(declare-fun w518_byte () Int)
(declare-fun w518_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s519_byte () Int)
(declare-fun s519_0 () Int)
(assert
 (let (($x512 (= byte (+ (+ 0 (* 4 (+ 0 (* r517_0 1)))) r517_byte))))
 (and (and (>= r517_0 0) (< r517_0 16)) (and (>= r517_byte 0) (< r517_byte 4)) $x512)))
(assert
 (let (($x673 (= byte (+ (+ 0 (* 4 (+ 8 (* w518_0 1)))) w518_byte))))
 (and (and (>= w518_0 0) (< w518_0 4)) (and (>= w518_byte 0) (< w518_byte 4)) $x673)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r517_0 1)))) held_byte)))
(assert
 (let (($x49422 (= observed (+ (+ 0 (* 4 (+ 0 (* s519_0 1)))) s519_byte))))
 (and (and (>= s519_0 0) (< s519_0 16)) (and (>= s519_byte 0) (< s519_byte 4)) $x49422)))
(assert
 (let (($x1661 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x23 (or false)))
 (or $x23 (not $x1661)))))
(assert
 (let (($x948 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 1) 4) (= (mod (- (div (- observed 0) 4) 8) 1) 0))))
(let (($x23 (or false)))
(or $x23 (not $x948)))))
(check-sat)
