; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r250_byte () Int)
(declare-fun r250_1 () Int)
(declare-fun r250_0 () Int)
(declare-fun byte () Int)
(declare-fun w251_byte () Int)
(declare-fun w251_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s252_byte () Int)
(declare-fun s252_1 () Int)
(declare-fun s252_0 () Int)
(assert
 (let ((?x394 (+ 0 (* 4 (+ 0 (+ (* r250_0 8) (* r250_1 1)))))))
 (and (and (>= r250_0 0) (< r250_0 4)) (and (>= r250_1 0) (< r250_1 8)) (and (>= r250_byte 0) (< r250_byte 4)) (= byte (+ ?x394 r250_byte)))))
(assert
 (let (($x1150 (= byte (+ (+ 0 (* 4 (+ 8 (* w251_0 1)))) w251_byte))))
 (and (and (>= w251_0 0) (< w251_0 8)) (and (>= w251_byte 0) (< w251_byte 4)) $x1150)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x394 (+ 0 (* 4 (+ 0 (+ (* r250_0 8) (* r250_1 1)))))))
 (= observed (+ ?x394 held_byte))))
(assert
 (let ((?x353 (+ 0 (* 4 (+ 0 (+ (* s252_0 8) (* s252_1 1)))))))
 (and (and (>= s252_0 0) (< s252_0 4)) (and (>= s252_1 0) (< s252_1 8)) (and (>= s252_byte 0) (< s252_byte 4)) (= observed (+ ?x353 s252_byte)))))
(assert
 (let (($x765 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x765))))
(check-sat)
