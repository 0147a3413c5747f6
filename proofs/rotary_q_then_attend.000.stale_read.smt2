; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r406_byte () Int)
(declare-fun r406_1 () Int)
(declare-fun r406_0 () Int)
(declare-fun byte () Int)
(declare-fun w407_byte () Int)
(declare-fun w407_1 () Int)
(declare-fun w407_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s408_byte () Int)
(declare-fun s408_1 () Int)
(declare-fun s408_0 () Int)
(assert
 (let ((?x25 (+ 0 (* 4 (+ 0 (+ (* r406_0 24) (* r406_1 1)))))))
 (and (and (>= r406_0 0) (< r406_0 8)) (and (>= r406_1 0) (< r406_1 24)) (and (>= r406_byte 0) (< r406_byte 4)) (= byte (+ ?x25 r406_byte)))))
(assert
 (let ((?x556 (+ 0 (* 4 (+ 0 (+ (* w407_0 24) (* w407_1 1)))))))
 (and (and (>= w407_0 0) (< w407_0 8)) (and (>= w407_1 0) (< w407_1 8)) (and (>= w407_byte 0) (< w407_byte 4)) (= byte (+ ?x556 w407_byte)))))
(assert
 (let (($x564 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x433 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x433 $x564)))
 (or (or false) (not $x187))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x25 (+ 0 (* 4 (+ 0 (+ (* r406_0 24) (* r406_1 1)))))))
 (= carried0 (+ ?x25 held_byte0))))
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* s408_0 24) (* s408_1 1)))))))
(and (and (>= s408_0 0) (< s408_0 8)) (and (>= s408_1 0) (< s408_1 8)) (and (>= s408_byte 0) (< s408_byte 4)) (= carried0 (+ ?x513 s408_byte)))))
(check-sat)
