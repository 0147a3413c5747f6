; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r599_byte () Int)
(declare-fun r599_0 () Int)
(declare-fun byte () Int)
(declare-fun w600_byte () Int)
(declare-fun w600_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s601_byte () Int)
(declare-fun s601_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s602_byte () Int)
(declare-fun s602_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s603_byte () Int)
(declare-fun s603_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s604_byte () Int)
(declare-fun s604_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s605_byte () Int)
(declare-fun s605_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s606_byte () Int)
(declare-fun s606_0 () Int)
(assert
 (let (($x195 (= byte (+ (+ 0 (* 4 (+ 0 (* r599_0 1)))) r599_byte))))
 (and (and (>= r599_0 0) (< r599_0 16)) (and (>= r599_byte 0) (< r599_byte 4)) $x195)))
(assert
 (let (($x289 (= byte (+ (+ 0 (* 4 (+ 0 (* w600_0 1)))) w600_byte))))
 (and (and (>= w600_0 0) (< w600_0 4)) (and (>= w600_byte 0) (< w600_byte 4)) $x289)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r599_0 1)))) held_byte0)))
(assert
 (let (($x219 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s601_0 1)))) s601_byte))))
 (and (and (>= s601_0 0) (< s601_0 16)) (and (>= s601_byte 0) (< s601_byte 4)) $x219)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s601_0 1)))) held_byte1)))
(assert
 (let (($x127 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s602_0 1)))) s602_byte))))
 (and (and (>= s602_0 0) (< s602_0 16)) (and (>= s602_byte 0) (< s602_byte 4)) $x127)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s602_0 1)))) held_byte2)))
(assert
 (let (($x581 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s603_0 1)))) s603_byte))))
 (and (and (>= s603_0 0) (< s603_0 4)) (and (>= s603_byte 0) (< s603_byte 4)) $x581)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s603_0 1)))) held_byte3)))
(assert
 (let (($x539 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s604_0 1)))) s604_byte))))
 (and (and (>= s604_0 0) (< s604_0 16)) (and (>= s604_byte 0) (< s604_byte 4)) $x539)))
(assert
 (let (($x352 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x352)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s604_0 1)))) held_byte4)))
(assert
 (let (($x126 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s605_0 1)))) s605_byte))))
 (and (and (>= s605_0 0) (< s605_0 16)) (and (>= s605_byte 0) (< s605_byte 4)) $x126)))
(assert
 (let (($x34 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x34)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s605_0 1)))) held_byte5)))
(assert
 (let (($x226 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s606_0 1)))) s606_byte))))
 (and (and (>= s606_0 0) (< s606_0 16)) (and (>= s606_byte 0) (< s606_byte 4)) $x226)))
(assert
 (let (($x185 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x392 (or false)))
(or $x392 (not $x185)))))
(check-sat)
