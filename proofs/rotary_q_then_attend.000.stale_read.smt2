; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r318_byte () Int)
(declare-fun r318_1 () Int)
(declare-fun r318_0 () Int)
(declare-fun byte () Int)
(declare-fun w319_byte () Int)
(declare-fun w319_1 () Int)
(declare-fun w319_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s320_byte () Int)
(declare-fun s320_1 () Int)
(declare-fun s320_0 () Int)
(assert
 (let ((?x528 (+ 0 (* 4 (+ 0 (+ (* r318_0 24) (* r318_1 1)))))))
 (and (and (>= r318_0 0) (< r318_0 8)) (and (>= r318_1 0) (< r318_1 24)) (and (>= r318_byte 0) (< r318_byte 4)) (= byte (+ ?x528 r318_byte)))))
(assert
 (let ((?x1382 (+ 0 (* 4 (+ 0 (+ (* w319_0 24) (* w319_1 1)))))))
 (and (and (>= w319_0 0) (< w319_0 8)) (and (>= w319_1 0) (< w319_1 8)) (and (>= w319_byte 0) (< w319_byte 4)) (= byte (+ ?x1382 w319_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x528 (+ 0 (* 4 (+ 0 (+ (* r318_0 24) (* r318_1 1)))))))
 (= observed (+ ?x528 held_byte))))
(assert
 (let ((?x49455 (+ 0 (* 4 (+ 0 (+ (* s320_0 24) (* s320_1 1)))))))
 (and (and (>= s320_0 0) (< s320_0 8)) (and (>= s320_1 0) (< s320_1 8)) (and (>= s320_byte 0) (< s320_byte 4)) (= observed (+ ?x49455 s320_byte)))))
(assert
 (let (($x1281 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x859 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x1365 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x859 $x1281)))
(or (or false) (not $x1365))))))
(check-sat)
