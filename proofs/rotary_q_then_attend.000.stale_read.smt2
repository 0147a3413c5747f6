; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r316_byte () Int)
(declare-fun r316_1 () Int)
(declare-fun r316_0 () Int)
(declare-fun byte () Int)
(declare-fun w317_byte () Int)
(declare-fun w317_1 () Int)
(declare-fun w317_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s318_byte () Int)
(declare-fun s318_1 () Int)
(declare-fun s318_0 () Int)
(assert
 (let ((?x1662 (+ 0 (* 4 (+ 0 (+ (* r316_0 24) (* r316_1 1)))))))
 (and (and (>= r316_0 0) (< r316_0 8)) (and (>= r316_1 0) (< r316_1 24)) (and (>= r316_byte 0) (< r316_byte 4)) (= byte (+ ?x1662 r316_byte)))))
(assert
 (let ((?x615 (+ 0 (* 4 (+ 0 (+ (* w317_0 24) (* w317_1 1)))))))
 (and (and (>= w317_0 0) (< w317_0 8)) (and (>= w317_1 0) (< w317_1 8)) (and (>= w317_byte 0) (< w317_byte 4)) (= byte (+ ?x615 w317_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1662 (+ 0 (* 4 (+ 0 (+ (* r316_0 24) (* r316_1 1)))))))
 (= observed (+ ?x1662 held_byte))))
(assert
 (let ((?x1272 (+ 0 (* 4 (+ 0 (+ (* s318_0 24) (* s318_1 1)))))))
 (and (and (>= s318_0 0) (< s318_0 8)) (and (>= s318_1 0) (< s318_1 8)) (and (>= s318_byte 0) (< s318_byte 4)) (= observed (+ ?x1272 s318_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x1029 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x1029 $x1036)))
(or (or false) (not $x629))))))
(check-sat)
