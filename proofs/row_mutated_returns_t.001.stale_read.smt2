; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r253_byte () Int)
(declare-fun r253_1 () Int)
(declare-fun r253_0 () Int)
(declare-fun byte () Int)
(declare-fun w254_byte () Int)
(declare-fun w254_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s255_byte () Int)
(declare-fun s255_1 () Int)
(declare-fun s255_0 () Int)
(assert
 (let ((?x378 (+ 0 (* 4 (+ 0 (+ (* r253_0 8) (* r253_1 1)))))))
 (and (and (>= r253_0 0) (< r253_0 4)) (and (>= r253_1 0) (< r253_1 8)) (and (>= r253_byte 0) (< r253_byte 4)) (= byte (+ ?x378 r253_byte)))))
(assert
 (let (($x370 (= byte (+ (+ 0 (* 4 (+ 8 (* w254_0 1)))) w254_byte))))
 (and (and (>= w254_0 0) (< w254_0 8)) (and (>= w254_byte 0) (< w254_byte 4)) $x370)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x378 (+ 0 (* 4 (+ 0 (+ (* r253_0 8) (* r253_1 1)))))))
 (= observed (+ ?x378 held_byte))))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* s255_0 1) (* s255_1 8)))))))
 (and (and (>= s255_0 0) (< s255_0 8)) (and (>= s255_1 0) (< s255_1 4)) (and (>= s255_byte 0) (< s255_byte 4)) (= observed (+ ?x604 s255_byte)))))
(assert
 (let (($x765 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x765))))
(check-sat)
