; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r324_byte () Int)
(declare-fun r324_1 () Int)
(declare-fun r324_0 () Int)
(declare-fun byte () Int)
(declare-fun w325_byte () Int)
(declare-fun w325_1 () Int)
(declare-fun w325_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s326_byte () Int)
(declare-fun s326_1 () Int)
(declare-fun s326_0 () Int)
(assert
 (let ((?x976 (+ 0 (* 4 (+ 0 (+ (* r324_0 24) (* r324_1 1)))))))
 (and (and (>= r324_0 0) (< r324_0 8)) (and (>= r324_1 0) (< r324_1 24)) (and (>= r324_byte 0) (< r324_byte 4)) (= byte (+ ?x976 r324_byte)))))
(assert
 (let ((?x282 (+ 0 (* 4 (+ 0 (+ (* w325_0 24) (* w325_1 1)))))))
 (and (and (>= w325_0 0) (< w325_0 8)) (and (>= w325_1 0) (< w325_1 8)) (and (>= w325_byte 0) (< w325_byte 4)) (= byte (+ ?x282 w325_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x976 (+ 0 (* 4 (+ 0 (+ (* r324_0 24) (* r324_1 1)))))))
 (= observed (+ ?x976 held_byte))))
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* s326_0 24) (* s326_1 1)))))))
 (and (and (>= s326_0 0) (< s326_0 8)) (and (>= s326_1 0) (< s326_1 24)) (and (>= s326_byte 0) (< s326_byte 4)) (= observed (+ ?x188 s326_byte)))))
(assert
 (let (($x1281 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x859 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x1365 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x859 $x1281)))
(or (or false) (not $x1365))))))
(check-sat)
