; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r383_byte () Int)
(declare-fun r383_1 () Int)
(declare-fun r383_0 () Int)
(declare-fun byte () Int)
(declare-fun w384_byte () Int)
(declare-fun w384_1 () Int)
(declare-fun w384_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s385_byte () Int)
(declare-fun s385_1 () Int)
(declare-fun s385_0 () Int)
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r383_0 24) (* r383_1 1)))))))
 (and (and (>= r383_0 0) (< r383_0 8)) (and (>= r383_1 0) (< r383_1 24)) (and (>= r383_byte 0) (< r383_byte 4)) (= byte (+ ?x298 r383_byte)))))
(assert
 (let ((?x453 (+ 0 (* 4 (+ 0 (+ (* w384_0 24) (* w384_1 1)))))))
 (and (and (>= w384_0 0) (< w384_0 8)) (and (>= w384_1 0) (< w384_1 8)) (and (>= w384_byte 0) (< w384_byte 4)) (= byte (+ ?x453 w384_byte)))))
(assert
 (let (($x239 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x368 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x43 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x368 $x239)))
 (or (or false) (not $x43))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r383_0 24) (* r383_1 1)))))))
 (= carried0 (+ ?x298 held_byte0))))
(assert
 (let ((?x320 (+ 0 (* 4 (+ 8 (+ (* s385_0 24) (* s385_1 1)))))))
(and (and (>= s385_0 0) (< s385_0 8)) (and (>= s385_1 0) (< s385_1 8)) (and (>= s385_byte 0) (< s385_byte 4)) (= carried0 (+ ?x320 s385_byte)))))
(check-sat)
