; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r518_byte () Int)
(declare-fun r518_0 () Int)
(declare-fun byte () Int)
(declare-fun w519_byte () Int)
(declare-fun w519_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s520_byte () Int)
(declare-fun s520_0 () Int)
(assert
 (let (($x1261 (= byte (+ (+ 0 (* 4 (+ 0 (* r518_0 1)))) r518_byte))))
 (and (and (>= r518_0 0) (< r518_0 16)) (and (>= r518_byte 0) (< r518_byte 4)) $x1261)))
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 8 (* w519_0 1)))) w519_byte))))
 (and (and (>= w519_0 0) (< w519_0 4)) (and (>= w519_byte 0) (< w519_byte 4)) $x288)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r518_0 1)))) held_byte)))
(assert
 (let (($x130 (= observed (+ (+ 0 (* 4 (+ 8 (* s520_0 1)))) s520_byte))))
 (and (and (>= s520_0 0) (< s520_0 4)) (and (>= s520_byte 0) (< s520_byte 4)) $x130)))
(assert
 (let (($x512 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x512))))
(check-sat)
